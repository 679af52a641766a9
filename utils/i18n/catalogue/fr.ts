// French. Written for French speakers, not word for word; the same keys and placeholders as en.ts.
import type { Translation } from '../entry';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  meta_language: 'fr',

  ext_name: 'Number Check',
  ext_description: 'Vérifiez en un clic les numéros de téléphone trouvés sur le Web.',
  command_openPopup: 'Ouvrir Number Check',
  command_checkSelection: 'Vérifier le numéro sélectionné',

  menu_checkSelection: 'Vérifier « %s »',
  menu_checkNumber: 'Vérifier ce numéro',

  time_justNow: 'à l’instant',

  notification_notChecked: 'Number Check – non vérifié',

  credits_count: { one: '{count} crédit', many: '{count} de crédits', other: '{count} crédits' },

  env_staging: 'Préproduction',
  env_production: 'Production',

  error_noKey: 'Aucune clé d’API n’est définie pour {env}. Ajoutez-en une dans les paramètres.',
  error_noBaseUrl: 'Aucune adresse de service n’est définie pour {env}. Indiquez son URL de base dans les paramètres.',
  error_noPermission: 'Number Check n’a pas encore le droit d’accéder à {url}. Autorisez l’accès dans les paramètres.',
  error_keyRejected: '{env} a refusé la clé d’API. Vérifiez la clé dans les paramètres.',
  error_noCredits: 'Plus de crédits sur {env}. Rechargez votre compte pour vérifier d’autres numéros.',
  error_badNumber: 'Le service n’a pas accepté ce numéro.',
  error_notFound: 'Ce point d’accès n’existe pas sur {url} – vérifiez l’URL de base dans les paramètres.',
  error_noCreditsEndpoint:
    '{env} n’a pas de point d’accès pour les crédits : les vérifications fonctionnent, et le solde est lu dans leurs réponses quand elles l’indiquent.',
  error_noCreditsEndpointAt:
    '{env} n’a pas de point d’accès pour les crédits sur {url}. Si les vérifications fonctionnent, ce déploiement n’indique pas de solde ; sinon, vérifiez l’URL de base dans les paramètres.',
  error_noBalance: '{env} a répondu à la demande de crédits avec des données où Number Check ne trouve aucun solde.',
  error_rateLimitedFor: '{env} limite les requêtes. Réessayez dans {seconds} s.',
  error_rateLimited: '{env} limite les requêtes. Réessayez dans un instant.',
  error_serverErrorStatus: '{env} a rencontré une erreur ({status}). Réessayez plus tard.',
  error_serverError: '{env} a rencontré une erreur. Réessayez plus tard.',
  error_refusedStatus: '{env} a refusé la requête ({status}).',
  error_refused: '{env} a refusé la requête.',
  error_unreachable: 'Impossible de joindre {url}. Vérifiez votre connexion et l’URL de base.',
  error_timeout: '{env} n’a pas répondu dans les {seconds} s.',
  error_badResponse:
    '{env} a renvoyé autre chose que des données (une page web, une réponse vide ou illisible) – vérifiez l’URL de base.',
  error_tooLarge: '{env} a renvoyé une réponse de plus de 1 Mio ; elle n’a pas été lue.',
  error_notANumber: 'Cela ne ressemble pas à un numéro de téléphone.',
  error_impossibleNumber: 'Ce ne peut pas être un numéro de téléphone du pays choisi. Rien n’a été dépensé.',
  error_pageRateLimited: 'Trop de vérifications depuis cette page en peu de temps. Patientez un instant, puis réessayez.',
  error_internal: 'Une erreur s’est produite dans Number Check. Réessayez.',

  url_empty: 'Saisissez l’URL de base du service, par ex. https://api.example.com.',
  url_invalid: 'Cette URL n’est pas valide. Elle doit ressembler à https://api.example.com.',
  url_notHttps: 'Seules les adresses https:// sont acceptées (http:// uniquement pour localhost / 127.0.0.1).',
  url_credentials: 'L’URL ne doit contenir ni nom d’utilisateur ni mot de passe.',
  url_query: 'L’URL ne doit pas contenir de requête (?…).',
  url_fragment: 'L’URL ne doit pas contenir de fragment (#…).',

  line_mobile: 'Mobile',
  line_landline: 'Fixe',
  line_landlineOrMobile: 'Fixe ou mobile',
  line_voip: 'VoIP',
  line_tollFree: 'Numéro gratuit',
  line_premium: 'Numéro surtaxé',
  line_sharedCost: 'Coût partagé',
  line_pager: 'Bipeur',
  line_personal: 'Numéro personnel',
  line_voicemail: 'Messagerie vocale',
  line_unknown: 'Type de ligne inconnu',

  reason_code: '+{code} ({country})',
  reason_codeShared: '+{code} ({country} et autres)',
  reason_noCountry: 'Aucun pays n’utilise cet indicatif.',
  reason_tooShort: 'Trop court pour un numéro {code}.',
  reason_tooLong: 'Trop long pour un numéro {code}.',
  reason_badLength: 'Aucun numéro {code} n’a ce nombre de chiffres.',
  reason_notANumber: 'Ces chiffres ne peuvent pas former un numéro de téléphone.',
  reason_notInUse: 'Aucun numéro {code} attribué ne commence ainsi.',
  reason_unknown:
    'Le service n’a pas donné de raison ; le numéro respecte le plan de numérotation de son pays, il n’est donc peut-être pas attribué ou plus en service.',

  validity_valid: 'Valide',
  validity_invalid: 'Non valide',
  validity_unknown: 'Validité inconnue',
  validity_withReason: '{verdict} – {reason}',
  flag_notReachable: 'Injoignable',
  flag_ported: 'Porté',
  flag_roaming: 'En itinérance',
  flag_prepaid: 'Prépayé',
  flag_disposable: 'Jetable',
  flag_spam: 'Signalé comme spam',
  flag_riskScore: 'Risque {score}/100',
  flag_riskLevel: 'Risque : {level}',
};
