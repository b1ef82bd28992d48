export async function video() {}
