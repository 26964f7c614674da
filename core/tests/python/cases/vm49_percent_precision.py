# %-formatting of ints with a precision: the least count of digits (it was ignored: '%.3d' % 5 gave '5').
for f in ['%.3d','%05.3d','%-6.3d|','%+.3d','%.3x','%#.3x','%#08.3x','%.0d','%.3o','%#.3o','% .3d','%6.3d', '%.3i', '%.2d', '%08.3X', '%.*d', '%-#10.4x|', '%.3u']:
    if '*' in f:
        print(repr(f), repr(f % (4, 5)), repr(f % (2, -7)))
        continue
    print(repr(f), repr(f % 5), repr(f % -7), repr(f % 0), repr(f % 123456), repr(f % (2**70)))
print(repr('%.3d' % True), repr('%.3d' % 2.7), "%.3d|%+.3d|%.3x" % (5, 7, 10))
print(b"%.3d|%#.4x" % (5, 10))
