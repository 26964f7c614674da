import textwrap
cases = ['A sentence.  Another one!  Third?', 'word-with-hyphens and-more-hyphens here', 'tab\tseparated\twords in text', 'x' * 25 + ' short', 'a  b   c    d', '  leading spaces and trailing  ', 'ends with newline\n', 'multiple\n\nparagraph breaks', 'unicode: ça va très bien, merci beaucoup', 'long-word-' * 5, 'em—dash—separated—text here', "don't split contractions isn't it", 'numbers 1,234,567.89 and -3.5e10', 'a-b-c-d-e-f-g-h-i-j']
for w in [8, 13, 20]:
    for s in cases:
        print(w, textwrap.wrap(s, w))
    print(w, textwrap.wrap(cases[1], w, break_on_hyphens=False), textwrap.wrap(cases[3], w, break_long_words=False), textwrap.wrap(cases[2], w, expand_tabs=False, replace_whitespace=True), textwrap.wrap(cases[4], w, drop_whitespace=False))
    print(w, repr(textwrap.fill(cases[0], w, fix_sentence_endings=True)), repr(textwrap.fill(cases[6], w)), repr(textwrap.shorten(cases[8], w + 5)))
