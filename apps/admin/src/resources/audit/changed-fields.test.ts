import { describe, expect, it } from 'vitest';
import { changedFields } from './AuditList';

describe("the audit log's field-by-field changes", () => {
  it('lists only the fields whose value differs, nested values compared whole', () => {
    expect(
      changedFields(
        { status: 'pending', total: 10, tags: ['a'], same: { x: 1 } },
        { status: 'processing', total: 10, tags: ['a', 'b'], same: { x: 1 } },
      ),
    ).toEqual([
      { field: 'status', before: 'pending', after: 'processing' },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('lists every field of a created or deleted record, and a plain value as one field', () => {
    expect(changedFields(null, { code: 'BULK10' })).toEqual([
      { field: 'code', before: undefined, after: 'BULK10' },
    ]);
    expect(changedFields({ code: 'BULK10' }, null)).toEqual([
      { field: 'code', before: 'BULK10', after: undefined },
    ]);
    expect(changedFields(true, false)).toEqual([{ field: 'value', before: true, after: false }]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
