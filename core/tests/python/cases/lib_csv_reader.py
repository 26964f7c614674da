# csv.reader: quoting, doubled quotes, escapes, fields spanning lines, dialect options, errors.
import csv
import io

def show(lines, **kw):
    try:
        r = csv.reader(lines, **kw)
        print([row for row in r], r.line_num)
    except (csv.Error, ValueError) as e:
        print(type(e).__name__ + ":", e)

show(["a,b,c\r\n", "1,2,3\r\n"])
show(['"a,b",c\n', '"he said ""hi""",x\n'])
show(['"multi\n', 'line",end\n', "next\n"])
show(["a;b;c\n"], delimiter=";")
show(["a, b,  c\n"], skipinitialspace=True)
show(["a\\,b,c\n"], escapechar="\\")
show(['"a\\"b",c\n'], escapechar="\\", doublequote=False)
show(["\n", "x\n", "\n"])
show(["a,,b,\n", ",\n", '""\n'])
show(['1,"2",x,3.5\n'], quoting=csv.QUOTE_NONNUMERIC)
show(['"a"b,c\n'])
show(['"a"b,c\n'], strict=True)
show(['"unterminated\n'])
show(['"unterminated\n'], strict=True)
show(['a,"b\n'], quoting=csv.QUOTE_NONE)
show(["a\rb\n"])
show([b"bytes\n"])
show(["nul\0here\n"])
show(["a|'b|c'|d\n"], delimiter="|", quotechar="'")
show(io.StringIO("x,y\r\n1,2\r\n3,4\r\n"))
show(["a,b"], lineterminator="\n")
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_MINIMAL)
show(["1|2|3\n"], dialect="pipes")
print(sorted(csv.list_dialects()))
d = csv.get_dialect("pipes")
print(d.delimiter, d.quotechar, repr(d.lineterminator), d.quoting, d.doublequote, d.strict)
try:
    d.delimiter = ","
except AttributeError as e:
    print("AttributeError", e)
csv.unregister_dialect("pipes")
try:
    csv.get_dialect("pipes")
except csv.Error as e:
    print("Error", e)
for bad in [dict(delimiter="ab"), dict(delimiter=1), dict(quotechar=None, quoting=csv.QUOTE_MINIMAL), dict(quoting=7), dict(nope=1)]:
    try:
        csv.reader([], **bad)
    except TypeError as e:
        print("TypeError", e)
old = csv.field_size_limit(5)
show(["abcdef\n"])
csv.field_size_limit(old)
print(csv.field_size_limit() == old, csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
