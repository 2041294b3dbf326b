// A layout's placeholder keeps its prompt when the author never filled it in ("Speaker Name", "Title",
// "Click to add text"): words of the template, not of the slide, said by no one.

export const placeholderPrompt = /^(speaker name|presenter name|name|title|subtitle|date|click to add .*|haga clic para .*)$/i;

export const isPlaceholderPrompt = (text: string) => placeholderPrompt.test(text.trim());
