/** The shape of the ids in addresses (/produkter/{id}, /opskrifter/{id}, /blog/{id}). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything else cannot name a row, so there is nothing to look up. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
