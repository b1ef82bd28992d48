export async function hero() {}
