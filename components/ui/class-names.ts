/** Joins the class lists that are set, without the stray spaces an empty one would leave in the HTML. */
export const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');
