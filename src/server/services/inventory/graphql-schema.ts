/**
 * The inventory's GraphQL schema (served by mercurius at `/services/graphql`): the v1 retailer inventory (page and
 * total), the v2 one (facets and cursor pages), the certified inventory and look-ups by VIN. Its types mirror the
 * REST contract (`#domain/inventory/contract.ts`); the resolvers are `./resolvers.ts`.
 */

export const SCHEMA = /* GraphQL */ `
  "Orders of the results; the VIN breaks ties."
  enum InventorySort {
    PRICE_ASC
    PRICE_DESC
    "Nearest first (needs filter.zip)"
    DISTANCE
    YEAR_DESC
    YEAR_ASC
    "Certified pre-owned only"
    MILEAGE_ASC
  }

  "Filters of new vehicles. Lists match any of their values, except features (packages), which must all be present."
  input InventoryFilter {
    models: [String!]
    years: [Int!]
    trims: [String!]
    colors: [String!]
    features: [String!]
    priceMin: Int
    priceMax: Int
    "Distances are measured from this ZIP code"
    zip: String
    "Miles from zip"
    radius: Float
    retailerId: String
  }

  "Filters of certified pre-owned vehicles: those of new vehicles and mileage."
  input CertifiedInventoryFilter {
    models: [String!]
    years: [Int!]
    trims: [String!]
    colors: [String!]
    features: [String!]
    priceMin: Int
    priceMax: Int
    zip: String
    radius: Float
    retailerId: String
    mileageMax: Int
  }

  type ExteriorColor {
    code: String!
    name: String!
    hex: String!
  }

  type InteriorColor {
    code: String!
    name: String!
  }

  type InventoryRetailer {
    id: ID!
    name: String!
    city: String!
    state: String!
  }

  type Vehicle {
    vin: ID!
    "new or cpo"
    kind: String!
    "in-stock or in-transit"
    status: String!
    stockNumber: String!
    year: Int!
    modelCode: String!
    modelName: String!
    trimCode: String!
    trimName: String!
    transmission: String!
    exteriorColor: ExteriorColor!
    interiorColor: InteriorColor!
    packages: [String!]!
    accessories: [String!]!
    "The catalog MSRP of this build, without destination"
    msrp: Int!
    "New: MSRP plus destination; CPO: the retailer's price"
    price: Int!
    mileage: Int
    "YYYY-MM-DD"
    certifiedOn: String
    retailer: InventoryRetailer!
    "Miles from filter.zip, one decimal"
    distance: Float
  }

  type FacetValue {
    value: String!
    label: String!
    count: Int!
  }

  type Range {
    min: Int!
    max: Int!
  }

  "Counts per value, each facet computed with every filter except its own."
  type InventoryFacets {
    models: [FacetValue!]!
    years: [FacetValue!]!
    trims: [FacetValue!]!
    colors: [FacetValue!]!
    features: [FacetValue!]!
    price: Range
    mileage: Range
  }

  "v1: a numbered page and the total."
  type InventoryResult {
    total: Int!
    page: Int!
    pageSize: Int!
    vehicles: [Vehicle!]!
  }

  type PageInfo {
    hasNextPage: Boolean!
    "Pass as after for the next page"
    endCursor: String
  }

  "v2: cursor pages with facets."
  type InventoryConnection {
    totalCount: Int!
    nodes: [Vehicle!]!
    pageInfo: PageInfo!
    facets: InventoryFacets!
  }

  type Query {
    "v1: new vehicles at retailers, by page"
    retailerInventory(filter: InventoryFilter, sort: InventorySort, page: Int = 1, pageSize: Int = 24): InventoryResult!
    "v2: new vehicles at retailers, with facets, by cursor"
    retailerInventoryV2(filter: InventoryFilter, sort: InventorySort, first: Int = 24, after: String): InventoryConnection!
    "A new vehicle by VIN (null when unknown)"
    vehicleByVin(vin: String!): Vehicle
    "Certified pre-owned vehicles, with facets, by cursor"
    certifiedInventory(filter: CertifiedInventoryFilter, sort: InventorySort, first: Int = 24, after: String): InventoryConnection!
    "A certified pre-owned vehicle by VIN (null when unknown)"
    certifiedVehicleByVin(vin: String!): Vehicle
  }
`;

/** The fields that run an inventory search: the limits count them per operation (`./graphql-limits.ts`). */
export const SEARCH_FIELDS: ReadonlySet<string> = new Set(['retailerInventory', 'retailerInventoryV2', 'certifiedInventory']);
