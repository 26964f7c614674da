import shlex
print(shlex.split('ls -l "my file.txt" \'single q\' back\\ slash'))
print(shlex.split('echo "a \\"quoted\\" word" # comment', comments=True))
print(shlex.split('a#b c', comments=True), shlex.split('a#b c'))
print(shlex.split('x="1 2" y=3'))
print(shlex.split('  lead  trail  '), shlex.split(''))
print(shlex.split('a\\\\b "c\\\\d" \'e\\\\f\''))
print(shlex.split('win path', posix=False), shlex.split('"q x" y', posix=False))
for s in ['simple', 'has space', "it's", '', 'a"b', '$HOME', 'safe-._/:@%+=,chars']:
    print(repr(shlex.quote(s)))
print(shlex.join(['cp', 'my file', "o'neil", 'dst/']))
try:
    shlex.split('"unterminated')
except ValueError as e:
    print('ValueError', e)
try:
    shlex.split('bad\\')
except ValueError as e:
    print('ValueError', e)
lx = shlex.shlex('a = b + "c d"; e(f, g)')
print(list(lx))
lx = shlex.shlex('a=b, c=d', posix=True, punctuation_chars=True)
print(list(lx))
lx = shlex.shlex('ls | grep foo && echo ok > out.txt', punctuation_chars=True)
print(list(lx))
lx = shlex.shlex('one two three', posix=True)
lx.whitespace_split = True
print(lx.get_token(), lx.get_token(), lx.lineno)
lx.push_token('pushed')
print(lx.get_token(), lx.get_token(), repr(lx.get_token()))
lx2 = shlex.shlex('key:value;other', posix=True)
lx2.wordchars += ':'
print(list(lx2))
