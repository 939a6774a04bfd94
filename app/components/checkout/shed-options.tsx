/** A choice of lockers as a select's options: name, street, postal code and city. */
export function ShedOptions({
  sheds,
}: {
  sheds: readonly { id: string; name: string; address: string; zip: string; city: string }[];
}) {
  return (
    <>
      {sheds.map((shed) => (
        <option key={shed.id} value={shed.id}>
          {shed.name}, {shed.address}, {shed.zip} {shed.city}
        </option>
      ))}
    </>
  );
}
