// The calls of this area are defined here as they move to contracts.
export {};
