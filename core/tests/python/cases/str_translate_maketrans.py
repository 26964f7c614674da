t = str.maketrans('ab', 'xy', 'c')
print(sorted(t.items()), 'abcabc'.translate(t))
print(str.maketrans({'a': 'A', 98: None}), 'hello'.translate({ord('l'): 'L'}))
print('{a}-{b}'.format_map({'a': 1, 'b': 2}))
