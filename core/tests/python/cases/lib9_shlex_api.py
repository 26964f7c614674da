import shlex
print(shlex.split('a "b c" \'d e\' f\\ g'), shlex.split('x # comment', comments=True), shlex.split('x # y'), shlex.split(''))
print(shlex.split('a"b"c \'\' ""'), shlex.split('"\\"" \'\\\''), shlex.split('a\\nb'), shlex.split('esc "\\$x \\\\ \\a"'))
print(shlex.quote('safe'), shlex.quote(''), shlex.quote("it's"), shlex.quote('a b'), shlex.quote('$HOME'), shlex.quote('a=b,c.d/e-f:g@h%i+j'))
print(shlex.join(['echo', 'a b', "c'd", '']), shlex.split(shlex.join(['x y', '"q"'])))
for bad in ['"unterminated', "'oops", 'trail\\']:
    try:
        shlex.split(bad)
    except ValueError as e:
        print('ValueError', e)
lx = shlex.shlex('a=1; b = "two" && c|d', posix=True, punctuation_chars=True)
print(list(lx))
lx2 = shlex.shlex('foo(bar, baz) + 12.5', posix=False); print(list(lx2))
lx3 = shlex.shlex('a,b,,c', posix=True); lx3.whitespace = ','; lx3.whitespace_split = True; print(list(lx3))
lx4 = shlex.shlex('x y z'); print(lx4.get_token(), lx4.get_token()); lx4.push_token('P'); print(lx4.get_token(), lx4.get_token(), repr(lx4.get_token()))
lx5 = shlex.shlex('"quoted str" bare', posix=False); print(list(lx5))
lx6 = shlex.shlex('ls -l >out.txt 2>&1', punctuation_chars=True); print(list(lx6))
lx7 = shlex.shlex('a b', posix=True); print(lx7.lineno, next(lx7), lx7.eof, repr(lx7.wordchars[:10]))
