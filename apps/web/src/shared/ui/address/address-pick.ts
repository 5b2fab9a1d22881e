import { extraAddress, pickAddress as addressOf, type TAddressItem, type TAddressType } from '@po/contracts';

export type AddressType = TAddressType;

/** What the address form takes from a picked result. */
export interface PickedAddress {
  zonecode: string;
  /** The road address for R, otherwise the lot-number address. */
  address: string;
  /** A parenthesised note, e.g. "(성수빌딩)"; '' when there is none. */
  extraAddress: string;
}

/**
 * Spec access §2 "Postcode result": the postcode from the zone code; the address is the road address
 * when R was picked, otherwise the lot-number address; extraAddress is a parenthesised note. As in the
 * postcode service the original used, the note (the building name) follows road addresses only: a
 * lot-number address already names the parcel.
 */
export function pickAddress(row: TAddressItem, type: AddressType): PickedAddress {
  return {
    zonecode: row.zonecode,
    address: addressOf(row, type),
    extraAddress: type === 'R' ? extraAddress({ ...row, buildingName: row.buildingName.trim() }) : '',
  };
}

/** The base-address box's text: the address followed by its note. */
export const baseAddressText = (p: PickedAddress): string => (p.extraAddress ? `${p.address} ${p.extraAddress}` : p.address);
