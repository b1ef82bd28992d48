export async function services() {}
export async function gallery() {}
export async function about() {}
