/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The CLI's TypeScript is loaded by tsx, not bundled; the app reads rulesets from disk on the server.
  serverExternalPackages: ['tsx'],
};

export default nextConfig;
