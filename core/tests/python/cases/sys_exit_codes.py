import sys
try:
    sys.exit(False)
except SystemExit as e:
    print(repr(e.code), e.args)
try:
    sys.exit("False")
except SystemExit as e:
    print(repr(e.code))
d={}
try:
    d[True]
except KeyError as e:
    print(repr(e.args[0]))
