import re
for pat in [r'[z-a]', r'(?#abc)x', r'a{,3}', r'a{2,}', r'a{}', r'a{1,2}{3}', r'\cA', r'[\b]', r'\b+', r'(?i)(?m)x', r'x(?i)', r'(?-i:a)', r'(?u)a', r'(?L)a', r'(?a)(?u)a', r'[]a]', r'[^]a]', r'a|*', r'()', r'(?:)', r'\0', r'\08', r'\400', r'\777', r'\g<1>', r'(a)\2', r'$+', r'^*', r'a??', r'a*?+', r'[a-]', r'[-a]', r'[\d-]', r'\E', r'\Q', r'(?P<a1>x)(?P=a1)', r'(?P<a-b>x)', r'\p{L}', r'(?<=ab|c)x', r'(?<=a|bc)x', r'x{65536}', '\\']:
    try:
        p = re.compile(pat)
        print(repr(pat), 'ok', p.findall('aab]-1\x01 zz\n'))
    except re.error as e:
        print(repr(pat), 'error', e)
    except Exception as e:
        print(repr(pat), type(e).__name__, e)
