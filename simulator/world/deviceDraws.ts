// The draws a new device's place and link take, shared by the seeded world (createWorld.ts) and devices added
// later (fleet.ts), so both spread a fleet over the map and give it SIM cards and addresses alike. Each draws
// from `rng` in the order its fields are listed: a seed still gives the same devices.
import type { Place } from './places';
import { digitsOf, type Random } from './random';

/** The place's address and a position within about 5 km of it, so pins of one city do not sit on one point. */
export function nearPlace(rng: Random, place: Place): { address: string; lat: number; lng: number } {
  return {
    address: place.address,
    lat: Number((place.lat + (rng.next() - 0.5) * 0.1).toFixed(6)),
    lng: Number((place.lng + (rng.next() - 0.5) * 0.1).toFixed(6)),
  };
}

/** A 4G model's SIM card number, and a public address while online. */
export function linkOf(rng: Random, model: string, online: boolean): { iccid_num: string; ip: string } {
  return {
    iccid_num: model.includes('4G') ? `8986${digitsOf(rng, 16)}` : '',
    ip: online ? `${rng.int(36, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}` : '',
  };
}
