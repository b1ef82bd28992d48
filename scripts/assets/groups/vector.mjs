export async function badges() {}
export async function flags() {}
