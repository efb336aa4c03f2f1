import { answerOfBytes, preparedBody } from './listAnswer';
import { devicesById, membershipsOfUser } from '../world/fleetIndex';
import type { Membership, World } from '../world/types';

// Whole list answers kept as bytes, per caller and query, and sent again while nothing they were made of changed.
// machine/select of a 15,000-device user spent ~50 ms a call on finding, sorting and encoding its rows, while the
// same bytes cost a bare route nothing but the sending (docs/decisions.md, "Speed").
//
// The world changes by plain assignment in many places (handlers, the control API, scenarios, activity, tests), so
// a version counter bumped "on every change" would be exact only as long as every writer remembers it. Instead an
// answer keeps its witness: every value it was made of, read in the order the list reads them (the caller's roles,
// each role's fields, each device's identity and every field of the devices it lists). A later call reads the same
// values again, with no allocation, and gets the kept bytes only when every one is identical; on the first
// difference it builds the answer afresh. Staleness would need a value the answer depends on that its witness does
// not read; records are read whole (every enumerable field, arrays item by item), so a field added to a device or
// a role later is covered without touching this file (tests/sim/answerCache.test.ts changes each one in turn).

const END = Symbol('end of record');
const ARRAY = Symbol('array');
/** Records nested deeper than this (none are) are never taken as unchanged, so a cycle cannot hang the walk. */
const MAX_DEPTH = 8;

/** What a list's answer is made of, read in a fixed order. */
export interface Witness {
  /** A value compared by identity (a record itself, a number, a string). */
  see(value: unknown): void;
  /** Every enumerable field of a record, arrays and nested records by their contents. */
  seeRecord(record: object): void;
  /** False once a value differed from the kept one: the walk may stop early, the answer is built afresh. */
  readonly same: boolean;
}

class Walk implements Witness {
  same = true;
  private at = 0;
  constructor(
    private readonly values: unknown[],
    private readonly recording: boolean,
  ) {}

  see(value: unknown): void {
    if (this.recording) {
      this.values.push(value);
      return;
    }
    if (!this.same) return;
    const kept = this.values[this.at++];
    // NaN is the one value not identical to itself; two NaNs make the same JSON (null).
    if (kept !== value && (kept === kept || value === value)) this.same = false;
  }

  seeRecord(record: object, depth = 0): void {
    if (this.recording || depth > 0) {
      for (const key in record) {
        this.see(key);
        this.seeValue((record as Record<string, unknown>)[key], depth);
      }
      this.see(END);
      return;
    }
    // The hot path (a device of a 15,000-row list): keys and primitive values compared in place, `at` in a local.
    if (!this.same) return;
    const values = this.values;
    let at = this.at;
    for (const key in record) {
      const value = (record as Record<string, unknown>)[key];
      if (values[at] !== key) {
        this.same = false;
        return;
      }
      at += 1;
      if (typeof value === 'object' && value !== null) {
        this.at = at;
        this.seeValue(value, depth);
        if (!this.same) return;
        at = this.at;
        continue;
      }
      const kept = values[at];
      at += 1;
      if (kept !== value && (kept === kept || value === value)) {
        this.same = false;
        return;
      }
    }
    this.at = at;
    this.see(END);
  }

  private seeValue(value: unknown, depth: number): void {
    if (typeof value !== 'object' || value === null) {
      this.see(value);
    } else if (depth >= MAX_DEPTH) {
      this.see({});
    } else if (Array.isArray(value)) {
      this.see(ARRAY);
      this.see(value.length);
      for (let i = 0; i < value.length; i += 1) this.seeValue(value[i], depth + 1);
    } else {
      this.seeRecord(value, depth + 1);
    }
  }

  /** Every kept value was read again, none more. */
  complete(): boolean {
    return this.same && this.at === this.values.length;
  }
}

/** `uses`: calls answered with this key (built or kept), for admission below. */
type Kept = { values: unknown[]; body: Uint8Array; cost: number; uses: number };

/** Bytes kept over all keys of one cache (answers and witnesses): about six answers of a 15,000-device user. */
const ANSWER_CACHE_BYTES = 128 * 1024 * 1024;
/** A key longer than this (a search text) is answered without keeping. */
const MAX_KEY_LENGTH = 512;
/** Keys counted as built but not kept (admission below); when it holds this many, it is cleared and counts halve. */
const COUNTED_KEYS = 4_096;

export type AnswerCache = (key: string, witness: (w: Witness) => void, build: () => Response) => Response;

/**
 * `answer(key, witness, build)`: the kept answer of `key` when `witness` reads exactly the values it read when the
 * answer was built, else `build()` (an `okRows` answer, kept for next time). `witness` must read every value
 * `build` depends on, in an order that depends only on values read before; both run in the same synchronous turn.
 * The least recently used answers leave first when the kept bytes pass `budget`.
 *
 * Admission: while there is room every answer is kept. Once keeping one would push others out, a key is kept only
 * when it was asked more often than the least recently used kept answer (TinyLFU's rule, counts halved now and
 * then so that old favourites fade): 200 different users each asking their own list in turn would otherwise each
 * record a witness (85 values a device) only to push out another user's answer before it is asked again, every
 * call paying for a recording and none ever answered from it (the sim bench's 200 different users,
 * `npm run bench -- sim`); the answers kept first stay and are answered from.
 */
export function createAnswerCache(budget = ANSWER_CACHE_BYTES): AnswerCache {
  const kept = new Map<string, Kept>();
  const counted = new Map<string, number>();
  let used = 0;
  const drop = (key: string) => {
    const old = kept.get(key);
    if (!old) return;
    kept.delete(key);
    used -= old.cost;
  };
  const count = (key: string, uses: number) => {
    if (counted.size >= COUNTED_KEYS) {
      counted.clear();
      for (const entry of kept.values()) entry.uses = Math.floor(entry.uses / 2);
    }
    counted.set(key, uses);
  };
  return (key, witness, build) => {
    if (key.length > MAX_KEY_LENGTH) return build();
    const old = kept.get(key);
    if (old) {
      const check = new Walk(old.values, false);
      witness(check);
      if (check.complete()) {
        // Most recently used last: Map keeps insertion order.
        kept.delete(key);
        kept.set(key, old);
        old.uses += 1;
        return answerOfBytes(old.body);
      }
      drop(key);
    }
    const uses = (old ? old.uses : counted.get(key) ?? 0) + 1;
    const response = build();
    const body = preparedBody(response);
    if (!body) return response;
    // Room: the witness costs about as much as the body again (85 values of 8 bytes against ~600 bytes a device row).
    if (used + 3 * body.byteLength > budget) {
      const victim = kept.values().next().value;
      if (!victim || uses <= victim.uses) {
        count(key, uses);
        return response;
      }
    }
    counted.delete(key);
    const values: unknown[] = [];
    witness(new Walk(values, true));
    // A value slot is 8 bytes; the strings and records it points at belong to the world.
    const cost = body.byteLength + values.length * 8;
    if (cost > budget) return response;
    kept.set(key, { values, body, cost, uses });
    used += cost;
    for (const oldest of kept.keys()) {
      if (used <= budget) break;
      drop(oldest);
    }
    return response;
  };
}

/**
 * The calls answered through the kept answers, all of them reads that change nothing: identical ones waiting
 * together may share one answer (server/sharedCalls.ts).
 */
export const KEPT_LIST_PATHS: ReadonlySet<string> = new Set(['/api/machine/select', '/api/enterprises/enterpriseDeviceList', '/eapi/ent/c/manager/device/group/devicelist']);

const caches = new WeakMap<object, AnswerCache>();

/** The one cache of a simulator's list answers (`owner`: its Sim), its budget shared by all the lists; keys name the call. */
export function answerCacheOf(owner: object): AnswerCache {
  let cache = caches.get(owner);
  if (!cache) {
    cache = createAnswerCache();
    caches.set(owner, cache);
  }
  return cache;
}

/**
 * Witnesses a user's roles in order with all their fields, the device each names and its eid, and every field of the
 * devices of `eid` that `listed` says the answer carries: what machine/select and the enterprise lists are made of.
 */
export function witnessRoles(w: Witness, world: World, userId: number, eid: number, listed: (membership: Membership) => boolean = () => true): void {
  // One look-up of the index for the whole walk: the witness reads, it never changes the world.
  const byId = devicesById(world);
  for (const membership of membershipsOfUser(world, userId)) {
    if (!w.same) return;
    w.see(membership);
    w.seeRecord(membership);
    const device = byId.get(membership.machineId);
    w.see(device);
    if (!device) continue;
    w.see(device.eid);
    if (device.eid === eid && listed(membership)) w.seeRecord(device);
  }
}
