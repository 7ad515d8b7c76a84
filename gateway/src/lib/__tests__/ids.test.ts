import { idTime, isId, newId } from '../ids';

describe('ids', () => {
  it('makes 24 lower-case hexadecimal characters', () => {
    const id = newId();
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(isId(id)).toBe(true);
  });

  it('orders ids by creation, and strictly within the process', () => {
    const ids = Array.from({ length: 1000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(newId(new Date('2020-01-01T00:00:00Z')) < newId(new Date('2030-01-01T00:00:00Z'))).toBe(
      true,
    );
  });

  it('keeps the creation time to the second', () => {
    const at = new Date('2025-06-01T12:34:56.789Z');
    expect(idTime(newId(at)).toISOString()).toBe('2025-06-01T12:34:56.000Z');
  });

  it.each([undefined, 42, '', 'xyz', '665f1c2a9b3e4d5f6a7b8c9', '665f1c2a9b3e4d5f6a7b8c9dz'])(
    'refuses %j as an id',
    (value) => {
      expect(isId(value)).toBe(false);
    },
  );
});
