export async function og() {}
