// Spanish. Written for Spanish speakers, not word for word; the same keys and placeholders as en.ts.
import type { Translation } from '../entry';
import type { en } from './en';

export const es: Translation<typeof en> = {
  meta_language: 'es',

  ext_name: 'Number Check',
  ext_description: 'Comprueba con un clic los números de teléfono que encuentres en la web.',
  command_openPopup: 'Abrir Number Check',
  command_checkSelection: 'Comprobar el número seleccionado',

  menu_checkSelection: 'Comprobar «%s»',
  menu_checkNumber: 'Comprobar este número',

  time_justNow: 'justo ahora',

  notification_notChecked: 'Number Check: sin comprobar',

  credits_count: { one: '{count} crédito', many: '{count} de créditos', other: '{count} créditos' },

  env_staging: 'Pruebas',
  env_production: 'Producción',

  error_noKey: 'No hay ninguna clave de API para {env}. Añade una en los ajustes.',
  error_noBaseUrl: 'No hay ninguna dirección del servicio para {env}. Añade su URL base en los ajustes.',
  error_noPermission: 'Number Check aún no tiene permiso para acceder a {url}. Concede el acceso en los ajustes.',
  error_keyRejected: '{env} ha rechazado la clave de API. Revisa la clave en los ajustes.',
  error_noCredits: 'No quedan créditos en {env}. Recarga tu cuenta para comprobar más números.',
  error_badNumber: 'El servicio no ha aceptado este número.',
  error_notFound: 'No existe ese punto de acceso en {url}: revisa la URL base en los ajustes.',
  error_noCreditsEndpoint:
    '{env} no tiene punto de acceso de créditos: las comprobaciones funcionan y el saldo se lee de sus respuestas cuando lo incluyen.',
  error_noCreditsEndpointAt:
    '{env} no tiene punto de acceso de créditos en {url}. Si las comprobaciones funcionan, este despliegue no informa del saldo; si no, revisa la URL base en los ajustes.',
  error_noBalance: '{env} ha respondido a la consulta de créditos con datos en los que Number Check no encuentra ningún saldo.',
  error_rateLimitedFor: '{env} está limitando las solicitudes. Vuelve a intentarlo en {seconds} s.',
  error_rateLimited: '{env} está limitando las solicitudes. Vuelve a intentarlo en un momento.',
  error_serverErrorStatus: '{env} ha tenido un error de servicio ({status}). Vuelve a intentarlo más tarde.',
  error_serverError: '{env} ha tenido un error de servicio. Vuelve a intentarlo más tarde.',
  error_refusedStatus: '{env} ha rechazado la solicitud ({status}).',
  error_refused: '{env} ha rechazado la solicitud.',
  error_unreachable: 'No se puede acceder a {url}. Revisa tu conexión y la URL base.',
  error_timeout: '{env} no ha respondido en {seconds} s.',
  error_badResponse:
    '{env} ha enviado una respuesta que no son datos (una página web, un cuerpo vacío o dañado): revisa la URL base.',
  error_tooLarge: '{env} ha enviado una respuesta de más de 1 MiB; no se ha leído.',
  error_notANumber: 'Esto no parece un número de teléfono.',
  error_impossibleNumber: 'Esto no puede ser un número de teléfono del país elegido. No se ha gastado nada.',
  error_pageRateLimited: 'Demasiadas comprobaciones desde esta página en poco tiempo. Espera un momento y vuelve a intentarlo.',
  error_internal: 'Algo ha fallado dentro de Number Check. Vuelve a intentarlo.',

  url_empty: 'Introduce la URL base del servicio, p. ej., https://api.example.com.',
  url_invalid: 'No es una URL válida. Debería ser como https://api.example.com.',
  url_notHttps: 'Solo se admiten direcciones https:// (http:// solo para localhost / 127.0.0.1).',
  url_credentials: 'La URL no puede incluir usuario ni contraseña.',
  url_query: 'La URL no puede incluir una consulta (?…).',
  url_fragment: 'La URL no puede incluir un fragmento (#…).',

  line_mobile: 'Móvil',
  line_landline: 'Fijo',
  line_landlineOrMobile: 'Fijo o móvil',
  line_voip: 'VoIP',
  line_tollFree: 'Gratuito',
  line_premium: 'Tarificación adicional',
  line_sharedCost: 'Coste compartido',
  line_pager: 'Buscapersonas',
  line_personal: 'Número personal',
  line_voicemail: 'Buzón de voz',
  line_unknown: 'Tipo de línea desconocido',

  reason_code: '+{code} ({country})',
  reason_codeShared: '+{code} ({country} y otros)',
  reason_noCountry: 'Ningún país usa este prefijo.',
  reason_tooShort: 'Demasiado corto para un número {code}.',
  reason_tooLong: 'Demasiado largo para un número {code}.',
  reason_badLength: 'Ningún número {code} tiene tantas cifras.',
  reason_notANumber: 'Estas cifras no pueden ser un número de teléfono.',
  reason_notInUse: 'Ningún número {code} en uso empieza así.',
  reason_unknown:
    'El servicio no ha dado ningún motivo; el número encaja en el plan de numeración de su país, así que puede que no esté asignado o esté dado de baja.',

  validity_valid: 'Válido',
  validity_invalid: 'No válido',
  validity_unknown: 'Validez desconocida',
  validity_withReason: '{verdict}: {reason}',
  flag_notReachable: 'No localizable',
  flag_ported: 'Portado',
  flag_roaming: 'En itinerancia',
  flag_prepaid: 'Prepago',
  flag_disposable: 'Desechable',
  flag_spam: 'Denunciado como spam',
  flag_riskScore: 'Riesgo {score}/100',
  flag_riskLevel: 'Riesgo: {level}',
};
