/** The union of an object's values: the type of an enumeration written as an `as const` object. */
export type ValueOf<T> = T[keyof T]
