// Bounded field types for request schemas: every id, count and text a request carries has a limit, so
// /openapi.json states it and a generated request stays in range. On the wire these are form fields or query
// values (text); src/domain/openapi/wireCheck.ts reads digits as numbers. Whatever these refuse (a missing field, a
// wrong type, a value out of range) is the contract's refusal, HTTP 400 naming the field, before any handler; a
// handler's business code is for a well-formed request the business refuses (docs/decisions.md, Contract).
import { z } from 'zod';

/** The largest id a request may name (a 32-bit signed integer, as the cloud's tables keep them). */
const ID_MAX = 2_147_483_647;

/** A record id (device, project, user, message, application …). */
export const idField = z.number().int().min(0).max(ID_MAX);
/** An enterprise id; 0 is the personal mode. */
export const eidField = z.number().int().min(0).max(ID_MAX);
/** 1 yes, 0 no. */
export const bitField = z.union([z.literal(0), z.literal(1)]);
/** A page number, from 1. */
export const pageField = z.number().int().min(1).max(1_000_000);
/** A page size, from 1 to `max`. */
export const pageSizeField = (max: number) => z.number().int().min(1).max(max);
/** Free text of at most `max` characters. */
export const textField = (max: number) => z.string().max(max);
/** The console's terminal id (a UUID) and name. */
export const terminalIdField = textField(64);
export const terminalNameField = textField(100);
