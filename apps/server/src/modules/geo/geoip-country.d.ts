declare module 'geoip-country' {
  export type GeoLookup = { country: string; name: string };
  export function lookup(ip: string | number): GeoLookup | null;
  const geoip: { lookup: typeof lookup };
  export default geoip;
}
