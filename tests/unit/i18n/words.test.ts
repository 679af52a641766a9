// The words made outside components come out in the UI's language too: errors (worded in the
// background), the badge's tooltip, a bulk row's status, field labels, and a count's plural form.
import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldValue } from '@/components/field-groups';
import { statusWords } from '@/utils/bulk/row-words';
import { badgeView } from '@/utils/credits/reading';
import { aroundFigure } from '@/utils/i18n/figures';
import { tn } from '@/utils/i18n/t';
import { makeError } from '@/utils/service/errors';
import { useLanguage } from '../support/i18n';

describe('in the UI language', () => {
  it.each([
    ['en', 'No API key is set for Production. Add one in the settings.'],
    ['de', 'Für Produktion ist kein API-Schlüssel hinterlegt. Fügen Sie einen in den Einstellungen hinzu.'],
    ['fr', 'Aucune clé d’API n’est définie pour Production. Ajoutez-en une dans les paramètres.'],
    ['es', 'No hay ninguna clave de API para Producción. Añade una en los ajustes.'],
  ])('%s: an error names the environment in that language', (language, words) => {
    useLanguage(language);
    expect(makeError('no-key', { environment: 'production', baseUrl: '' }).message).toBe(words);
  });

  it.each([
    ['en', 'Number Check — Staging: 1,234 credits left, read'],
    ['de', 'Number Check – Staging: 1.234 Credits übrig, abgefragt am'],
    ['fr', 'Number Check – Préproduction : 1 234 crédits restants, lu le'],
    // Spanish groups only from five digits (CLDR), so 1234 stays whole.
    ['es', 'Number Check – Pruebas: Quedan 1234 créditos, consultado el'],
  ])('%s: the badge tooltip', (language, start) => {
    useLanguage(language);
    const view = badgeView(
      { environment: 'staging', value: 1234, readAt: Date.UTC(2026, 0, 2) },
      { environment: 'staging', hasKey: true, lowThreshold: 50 },
    );
    expect(view.title.replace(/\u202f/g, ' ')).toContain(start);
  });

  it.each([
    ['en', 'Checked (same number as row 3)'],
    ['de', 'Geprüft (gleiche Nummer wie Zeile 3)'],
    ['fr', 'Vérifié (même numéro que la ligne 3)'],
    ['es', 'Comprobado (mismo número que la fila 3)'],
  ])('%s: a bulk row that repeats an earlier number', (language, words) => {
    useLanguage(language);
    expect(statusWords({ status: 'checked', sameAs: 2 } as Parameters<typeof statusWords>[0], 'running')).toBe(words);
  });

  it.each([
    ['de', 'country_code', 'Ländercode', 'true', 'Ja'],
    ['fr', 'lineType', 'Type de ligne', 'false', 'Non'],
    // A field we do not know keeps the service's own key, written as words.
    ['es', 'mobile_network_code', 'Mobile network code', 'true', 'Sí'],
  ])('%s: field %s is labelled "%s"', (language, key, label, value, shown) => {
    useLanguage(language);
    expect(fieldLabel(key)).toBe(label);
    expect(fieldValue(value)).toBe(shown);
  });

  it.each([
    ['fr', 0, 'Afficher 0 champ vide'],
    ['fr', 2, 'Afficher 2 champs vides'],
    ['de', 1, '1 leeres Feld zeigen'],
    ['es', 1, 'Mostrar 1 campo vacío'],
  ])('%s: %d empty fields', (language, count, words) => {
    useLanguage(language);
    expect(tn('result_showEmpty', count)).toBe(words);
  });
});

describe('aroundFigure', () => {
  it.each([
    ['1,234 credits left', '1,234', ['', ' credits left']],
    ['noch 24,43 €', '24,43 €', ['noch ', '']],
    ['Quedan 5 créditos', '5', ['Quedan ', ' créditos']],
    ['words without it', '7', ['', ' words without it']],
  ])('%s around %s', (words, figure, parts) => {
    expect(aroundFigure(words, figure)).toEqual(parts);
  });
});
