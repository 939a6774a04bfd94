/** A choice of lockers as a select's options: name, street, postal code and city. */
export function LockerOptions({
  lockers,
}: {
  lockers: readonly { id: string; name: string; address: string; zip: string; city: string }[];
}) {
  return (
    <>
      {lockers.map((locker) => (
        <option key={locker.id} value={locker.id}>
          {locker.name}, {locker.address}, {locker.zip} {locker.city}
        </option>
      ))}
    </>
  );
}
