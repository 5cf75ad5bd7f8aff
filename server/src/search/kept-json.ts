const kept = new WeakMap<object, string>();

/**
 * Keeps the JSON of an object that never changes (it is frozen here), written once and reused in every answer
 * that holds it: a search result card is the same object for every search that shows it (profile-cards.ts).
 */
export function keepJson<T extends object>(value: T): Readonly<T> {
  kept.set(value, JSON.stringify(value));
  return Object.freeze(value);
}

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * JSON.stringify's text for data made of plain objects, arrays and JSON values, with the kept JSON of the objects
 * that have it (keepJson): an answer's serializer (Fastify reply.serializer), so kept objects cost nothing. The
 * text grows by concatenation, which the engine copies once, when it is written.
 */
export function jsonWithKept(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const text = kept.get(value);
  if (text !== undefined) return text;
  if (Array.isArray(value)) {
    let json = '[';
    for (let i = 0; i < value.length; i++) json += (i > 0 ? ',' : '') + jsonWithKept(value[i]);
    return json + ']';
  }
  if (!isPlain(value) || typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value);
  let json = '{';
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const member = (value as Record<string, unknown>)[key];
    // as JSON.stringify: a member without a JSON value is left out
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    json += (json.length > 1 ? ',' : '') + JSON.stringify(key) + ':' + jsonWithKept(member);
  }
  return json + '}';
}
