# Patterns the linear-time engine cannot run (backreferences, look-around, atomic groups,
# possessive repeats, conditionals) run on the backtracking engine, with sre's results.
import re

tests = [
    (r'(Python)\1', '--PythonPython--'),
    (r'(Python)\1', 'PPPPythonPythonPPP'),
    (r'(a|b)*\1', 'abab'),
    (r'(?P<q>["\'])(.*?)(?P=q)', 'say "hi" or \'yo\''),
    (r'HF(?=;)', 'xx hf; HF;'),
    (r'(?<=a)b', 'cb ab'),
    (r'(?<!a)b', 'ab cb'),
    (r'\w+(?!\d)', 'abc123 def'),
    (r'^(\[) *@?([\w-]+) *([!*$^~=]*) *(\'?"?)(.*?)\4 *\]', '[ @name = "val" ]'),
    (r'(?>a+)b', 'aaab'),
    (r'(?>a+)a', 'aaaa'),
    (r'a*+a', 'aaaa'),
    (r'a++b', 'aaab'),
    (r'(a)?(?(1)b|c)', 'ab c'),
    (r'(?P<x>a)?(?(x)b|c)', 'ab c'),
    (r'(a*)*\1', 'b'),
    (r'(a*)+x\1', 'aax'),
    (r'(\d+)-\1', '12-12 34-35'),
    (r'(?i)(abc)\1', 'abcABC'),
    (r'(abc)(?i:\1)', 'abcABC'),
    (r'(?=(\w+))\1:', 'foo: bar'),
    (r'(\w)\1{2,}', 'abbbbc'),
    (r'(\w)\1{1,2}?', 'abbbbc'),
    (r'(a|ab)(c|bcd)\2?(d*)', 'abcd'),
    (r'x(?=y)|(z)\1', 'xy zz'),
    (r'(?<=\d{3})x', '123x 12x'),
    (r'\b(\w+)\s+\1\b', 'the the cat cat'),
    (r'(?m)^(\w)\1$', 'aa\nbc\ncc'),
    (r'(.)(?!.*\1)', 'abcabd'),
    (r'(?s)(.)(?=.*\1)', 'a\nb\na'),
    (r'(\w+)(?<=ing)\b', 'sing a song, bring it'),
    (r'(?<![\d.])\d+(?![\d.])', '1.5 22 3.0 44'),
    (r'(?x) (\w) \1  # doubled letters', 'aabbc'),
    (r'([ab])(?!\1)[ab]', 'aabba'),
    (r'\d+(?=€)', '10€ 20$'),
    (r'(é)\1', 'ééa'),
    (r'(?<=\bfoo)bar', 'foobar xfoobar'),
    (r'(a)|\1', 'xa'),
    (r'(\s*)\S+\1$', '  ab  '),
]
for pat, s in tests:
    m = re.search(pat, s)
    print(pat, repr(s), m and (m.span(), m.groups(), m.lastindex), re.findall(pat, s))
    print("  sub", re.sub(pat, lambda m: "<" + m.group() + ">", s))
print(re.fullmatch(r'(a+)\1', 'aaaa'), re.fullmatch(r'(a+)\1', 'aaa'))
print(re.match(r'(a)\1', 'aab', 1), re.compile(r'(a)\1').match('xaa', 1))
print(re.compile(r'(a)\1').search('xaaxaa', 2, 5), re.compile(r'^(a)\1').search('aa', 1))
print(re.split(r'(?<=,)', 'a,b,c'))
print(re.sub(r'(\w)(?=\w)', r'\1-', 'abc'))
print(re.sub(r'(?P<w>\w+) (?P=w)', r'\g<w>', 'hello hello world world'))
print(list(m.span() for m in re.finditer(r'(?=(aa))', 'aaaa')))
p = re.compile(r'(?P<first>\w)(?P<rest>\w*)\1')
print(p.groups, p.groupindex, p.search('xabcad').groupdict())
for bad in [r'(a)\2', r'(?<=a+)b', r'(a\1)', r'(?P=x)', r'(?<=a|bc)x', r'(?<=a*)b']:
    try:
        re.compile(bad)
        print("compiled", bad)
    except re.error as e:
        print("error", bad, "|", e)
