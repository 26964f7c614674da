import calendar, difflib
calendar.prmonth(2024, 2)
calendar.prcal(2024, w=1, l=1, c=2, m=6) if False else None
c = calendar.TextCalendar(calendar.WEDNESDAY)
print(c.formatyear(2023, 2, 1, 1, 4))
c.prweek([(1, 0), (2, 1), (0, 2)] + [(d, i) for d, i in zip(range(3, 7), range(3, 7))], 3); print()
h = calendar.HTMLCalendar(calendar.SUNDAY)
print(h.formatmonth(2024, 4, withyear=False))
print(h.formatweekday(0), h.formatmonthname(2024, 1), h.cssclasses, h.cssclass_noday)
print(calendar.HTMLCalendar().formatyear(2024, 6)[:300])
print(repr(c.formatday(0, 2, 3)), repr(c.formatday(15, 2, 3)), repr(c.formatweekday(0, 9)), c.formatmonthname(2024, 5, 20), c.formatmonthname(2024, 5, 20, withyear=False))
print(list(difflib.ndiff(['abcdefgh\n'], ['abcxefgh\n'])))
print(list(difflib.ndiff(['one\n', 'two\n', 'three\n'], ['ore\n', 'tree\n', 'emu\n'])))
print(list(difflib.unified_diff('abc', 'abd', lineterm='')), list(difflib.context_diff(['a'], ['b'], lineterm='', n=0)))
print(''.join(difflib.unified_diff(['a\n', 'b\n'], ['a\n', 'c\n'], fromfiledate='2020-01-01', tofiledate='2020-01-02')))
print(list(difflib.diff_bytes(difflib.unified_diff, [b'x\n'], [b'y\n'], b'f', b'g')))
sm = difflib.SequenceMatcher(None, [1, 2, 3, 4, 5], [1, 3, 4, 6]); print(sm.get_opcodes(), sm.bjunk, sorted(sm.b2j.items()))
print(difflib.SequenceMatcher(None, 'private Thread currentThread;', 'private volatile Thread currentThread;').ratio())
print(difflib.get_close_matches('accomodate', ['accommodate', 'accumulate', 'acomodate', 'commodity'], n=3, cutoff=0.6))
print(list(difflib.diff_bytes(difflib.unified_diff, [b'x\n', b'\xff\n'], [b'y\n', b'\xff\n'], b'f', b'g', b'd1', b'd2')))
try:
    list(difflib.diff_bytes(difflib.unified_diff, ['s'], [b'x']))
except TypeError as e:
    print('TypeError', e)
