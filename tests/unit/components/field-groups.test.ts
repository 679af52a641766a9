// The fields table of any answer: groups with headings, labels in words, lists as one row, empty
// values marked.
import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldValue, groupFields, parsePath } from '@/components/field-groups';
import { flattenFields } from '@/utils/service/answer-fields';

describe('fieldLabel', () => {
  it.each([
    ['carrier', 'Carrier'],
    ['carrier_name', 'Carrier name'],
    ['mobileNetworkCode', 'Mobile network code'],
    ['international-number', 'International number'],
    ['E164_format', 'E.164 format'],
    ['VOIP', 'VoIP'],
    ['mcc', 'MCC'],
    ['mccMnc', 'MCC MNC'],
    ['country_code_iso3', 'Country code ISO 3'],
    ['request_id', 'Request ID'],
    ['isValid', 'Is valid'],
    ['api-error-msg', 'API error msg'],
    ['HTTPStatus', 'HTTP status'],
    ['spid_carrier_name', 'SPID carrier name'],
  ])('%s → %s', (key, label) => {
    expect(fieldLabel(key)).toBe(label);
  });
});

describe('fieldValue', () => {
  it.each([
    ['true', 'Yes'],
    ['false', 'No'],
    ['+14159929960', '+14159929960'],
    ['nonFixedVoip', 'nonFixedVoip'],
  ])('%s → %s', (value, shown) => {
    expect(fieldValue(value)).toBe(shown);
  });
});

describe('parsePath', () => {
  it.each([
    ['a', ['a']],
    ['a.b[0].c', ['a', 'b', 0, 'c']],
    ['[0].a', [0, 'a']],
    ['api-error-msg', ['api-error-msg']],
  ])('%s', (path, segments) => {
    expect(parsePath(path)).toEqual(segments);
  });
});

describe('groupFields', () => {
  it('puts the top level first, then each object under a heading in its order', () => {
    const fields = flattenFields({
      line_type_intelligence: { carrier_name: 'Telekom', mobile_network_code: '01', type: 'mobile' },
      country_code: 'DE',
      caller_name: { caller_name: null, caller_type: 'UNDETERMINED' },
      valid: true,
    });
    const groups = groupFields(fields);
    expect(groups.map((g) => g.heading)).toEqual([undefined, 'Line type intelligence', 'Caller name']);
    expect(groups[0]?.rows.map((r) => [r.label, r.value, r.key])).toEqual([
      ['Country code', 'DE', 'country_code'],
      ['Valid', 'true', 'valid'],
    ]);
    expect(groups[1]?.rows.map((r) => r.key)).toEqual([
      'line_type_intelligence.carrier_name',
      'line_type_intelligence.mobile_network_code',
      'line_type_intelligence.type',
    ]);
    expect(groups[2]?.rows.find((r) => r.label === 'Caller name')).toMatchObject({ empty: true, value: 'null' });
  });

  it('nests headings and numbers list items only when there are several', () => {
    const one = groupFields(flattenFields({ results: [{ to: '41', originalNetwork: { networkName: 'A' } }] }));
    expect(one.map((g) => g.heading)).toEqual(['Results', 'Results › Original network']);
    const two = groupFields(flattenFields({ results: [{ to: '41' }, { to: '42' }] }));
    expect(two.map((g) => g.heading)).toEqual(['Results 1', 'Results 2']);
  });

  it('shows a list of words as one row, and an empty list as an empty row', () => {
    const groups = groupFields(flattenFields({ validation_errors: ['TOO_SHORT', 'TOO_LONG'], warnings: [], carriers: [] }));
    expect(groups[0]?.rows).toEqual([
      { key: 'validation_errors', label: 'Validation errors', value: 'TOO_SHORT, TOO_LONG', empty: false },
      { key: 'warnings', label: 'Warnings', value: '[]', empty: true },
      { key: 'carriers', label: 'Carriers', value: '[]', empty: true },
    ]);
  });

  it.each(['null', '', 'N/A', '[]', '{}'])('marks %j as empty', (value) => {
    expect(groupFields([{ path: 'x', value }])[0]?.rows[0]?.empty).toBe(true);
  });

  it('a scalar answer is one row', () => {
    expect(groupFields(flattenFields('VALID'))).toEqual([
      { key: '', rows: [{ key: '', label: 'Answer', value: 'VALID', empty: false }] },
    ]);
  });

  it('a deeply nested answer stays one row per value, headed by its path', () => {
    const deep = { a: { b: { c: { d: { e: 'x' } } } } };
    expect(groupFields(flattenFields(deep))).toEqual([
      { key: 'a.b.c.d', heading: 'A › B › C › D', rows: [{ key: 'a.b.c.d.e', label: 'E', value: 'x', empty: false }] },
    ]);
  });
});
