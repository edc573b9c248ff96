/** A postal address in the usual German order: building, street, postcode and town. */
export function PostalAddress({ address, className }: { address: { location: string; street: string; zip: string; city: string }; className?: string }) {
  return (
    <address className={className}>
      {address.location}
      <br />
      {address.street}
      <br />
      {address.zip} {address.city}
    </address>
  );
}
