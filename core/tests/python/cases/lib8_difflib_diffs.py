import difflib, sys
a = ['one\n', 'two\n', 'three\n', 'four\n', 'five\n', 'six\n', 'seven\n']
b = ['zero\n', 'one\n', 'tree\n', 'four\n', 'five\n', 'six\n', 'eight\n', 'nine\n']
sys.stdout.writelines(difflib.unified_diff(a, b, fromfile='before.py', tofile='after.py'))
sys.stdout.writelines(difflib.unified_diff(a, b, n=1))
sys.stdout.writelines(difflib.context_diff(a, b, fromfile='a', tofile='b'))
for line in difflib.unified_diff('abc\ndef'.splitlines(), 'abc\nxyz'.splitlines(), lineterm=''):
    print(line)
print(list(difflib.ndiff(['one\n', 'two\n', 'three\n'], ['ore\n', 'tree\n', 'emu\n'])))
diff = difflib.ndiff('one\ntwo\nthree\n'.splitlines(keepends=True), 'ore\ntree\nemu\n'.splitlines(keepends=True))
d = list(diff)
print(''.join(difflib.restore(d, 1)), end='')
print(''.join(difflib.restore(d, 2)), end='')
dd = difflib.Differ()
print(''.join(dd.compare(['hello world\n', 'same\n'], ['hello there world\n', 'same\n'])), end='')
print(list(difflib.unified_diff([], ['x'])))
print(list(difflib.unified_diff(['a'], ['a'])))
for l in difflib.unified_diff(['a', 'b'], ['a', 'c'], 'f1', 'f2', 'date1', 'date2', lineterm=''):
    print(l)
print(difflib.IS_CHARACTER_JUNK(' '), difflib.IS_CHARACTER_JUNK('x'), difflib.IS_LINE_JUNK('  #  \n'), difflib.IS_LINE_JUNK('x\n'))
