import getopt

cases = [
    (["-a", "-b", "val", "-cfoo", "rest", "-d"], "ab:c:d", []),
    (["-abval", "x"], "ab:", []),
    (["--alpha", "--beta=2", "--gamma", "3", "file"], "", ["alpha", "beta=", "gamma="]),
    (["--al", "--be", "5"], "", ["alpha", "beta="]),
    (["-a", "--", "-b"], "ab", []),
    (["-", "-a"], "a", []),
    (["x", "-a", "y", "--long", "z"], "a", ["long"]),
    ([], "a", []),
]
for args, short, long in cases:
    print(getopt.getopt(args, short, long))
    print(getopt.gnu_getopt(args, short, long))
print(getopt.gnu_getopt(["x", "-a", "y"], "+a"))
print(getopt.getopt(["--only"], "", "only"))
for args, short, long in [(["-z"], "a", []), (["-b"], "b:", []), (["--nope"], "", ["yes"]), (["--need"], "", ["need="]),
                          (["--flag=1"], "", ["flag"]), (["--fo"], "", ["foo", "fob"]), (["-:"], "a:", [])]:
    try:
        getopt.getopt(args, short, long)
    except getopt.GetoptError as e:
        print("GetoptError", e, repr(e.opt), e.msg, e.args, getopt.error is getopt.GetoptError)
