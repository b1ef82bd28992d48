export const home = {
  hero: {
    title: 'TODO',
  },
};
