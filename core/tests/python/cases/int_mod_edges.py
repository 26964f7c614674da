# Floor division and modulo of 64-bit ints at the edges, where an intermediate product can leave
# the 64-bit range though the answer does not (a fuzzer finding: `-(2**63) + 50` modulo 8241).
edges = (-(2**63), -(2**63) + 1, -(2**63) + 50, -9223372036854775758, -1, 0, 1, 7, 2**62, 2**63 - 1)
divisors = (8241, -8241, 1, -1, 2, -2, 3, 2**62, -(2**62), 2**63 - 1, -(2**63))
for x in edges:
    print(x, [(x % y, x // y) for y in divisors])
    print([divmod(x, y) for y in divisors])
r = -(2**63) + 50
r %= 8241
print(r)
