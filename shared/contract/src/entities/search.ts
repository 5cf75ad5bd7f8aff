import { array, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { Profile } from './profile';

export const FilterOptions = object({
  gender: string(),
  min_age: number(),
  max_age: number(),
  country: string(),
  countryregion: string(),
});
export type FilterOptions = Infer<typeof FilterOptions>;

export const SearchResult = object({
  profiles: array(Profile),
  paging: object({ num_results: number(), page: optional(number()), pp: optional(number()) }),
  filter_options: FilterOptions,
  /** the widened search (spec: similar results kept separately), when asked for */
  similar: optional(nullable(object({ profiles: array(Profile), num_results: number() }))),
});
export type SearchResult = Infer<typeof SearchResult>;

export const Cam = object({ account: string(), name: string(), age: nullable(number()), thumb: string() });
export const Cams = object({ cams: array(Cam) });
export type Cam = Infer<typeof Cam>;
