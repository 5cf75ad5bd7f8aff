import { array, boolean, nullable, object, optional, type Infer } from 'superstruct';
import { Age, Count, Id, intBetween, PAGE_MAX, PER_PAGE_MAX, Text } from '../primitives';
import { Profile } from './profile';

export const FilterOptions = object({
  gender: Text,
  min_age: Age,
  max_age: Age,
  country: Text,
  countryregion: Text,
  /** the interest searched for; absent: any */
  interest: optional(Id),
});
export type FilterOptions = Infer<typeof FilterOptions>;

export const SearchResult = object({
  profiles: array(Profile),
  paging: object({
    /** members found; with num_results_capped a lower bound: more than this many match (SEARCH_COUNT_CAP) */
    num_results: Count,
    /** true: counting stopped, more than num_results members match; absent or false: the count is exact */
    num_results_capped: optional(boolean()),
    page: optional(intBetween(1, PAGE_MAX)),
    pp: optional(intBetween(1, PER_PAGE_MAX)),
  }),
  filter_options: FilterOptions,
  /** the widened search (spec: similar results kept separately), when asked for */
  similar: optional(
    nullable(object({ profiles: array(Profile), num_results: Count, num_results_capped: optional(boolean()) })),
  ),
});
export type SearchResult = Infer<typeof SearchResult>;

export const Cam = object({ account: Text, name: Text, age: nullable(Age), thumb: Text });
export const Cams = object({ cams: array(Cam) });
export type Cam = Infer<typeof Cam>;
