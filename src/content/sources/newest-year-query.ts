/**
 * The year of the newest `_updatedAt` of any published document (its first four characters): the
 * content's own date. A build uses it wherever it would otherwise read the clock, so that the same
 * content builds to the same bytes (decision 0017). Only the year is read, so that a publish,
 * which always makes some document the newest, is not a change to every page (decision 0036).
 */
export const NEWEST_CONTENT_YEAR_QUERY = `string::split(*[defined(_updatedAt)] | order(_updatedAt desc)[0]._updatedAt, "-")[0]`;
