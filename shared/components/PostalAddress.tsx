import type { Adresse } from '../parts/verwaltung/contract';
import type { Address } from '../contract/address';

/** The CMS's office address in the fields of spec §3. */
export function fromAdresse(a: Adresse): Address {
  return { location: a.gebaeude, street: a.strasse, zip: a.plz, city: a.ort };
}

/** A postal address in the usual German order: building (when there is one), street, postcode and town. */
export function PostalAddress({ address, className }: { address: Address; className?: string }) {
  return (
    <address className={className}>
      {address.location ? (
        <>
          {address.location}
          <br />
        </>
      ) : null}
      {address.street}
      <br />
      {address.zip} {address.city}
    </address>
  );
}
