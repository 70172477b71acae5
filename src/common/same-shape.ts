/**
 * A compile-time check that two object types are one shape: the same keys (an optional field on
 * one side only counts) and each assignable to the other (so the same field types, required
 * alike; `readonly` aside). Used where a class must mirror an interface, e.g. a socket request DTO
 * and the protocol type a client sends: `implements` alone lets the interface gain an optional
 * field the DTO (which refuses unknown fields) never learns of.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? SameKeys<A, B> : false) : false;

type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;

/** Fails to compile unless `T` is `true`: `type _ = AssertTrue<SameShape<X, Y>>`. */
export type AssertTrue<T extends true> = T;

// The check itself is checked: each of these differences makes it false.
type Base = { readonly id: string; readonly n?: number };
export type SameShapeSelfTest = [
  AssertTrue<SameShape<Base, { id: string; n?: number }>>,
  // @ts-expect-error an optional field only one side has
  AssertTrue<SameShape<Base, { id: string; n?: number; extra?: boolean }>>,
  // @ts-expect-error a field optional on one side only
  AssertTrue<SameShape<Base, { id: string; n: number }>>,
  // @ts-expect-error a field of another type
  AssertTrue<SameShape<Base, { id: number; n?: number }>>,
];
