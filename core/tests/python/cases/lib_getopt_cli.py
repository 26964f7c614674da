import getopt
def main(argv):
    try:
        opts, args = getopt.getopt(argv, "hvo:n:", ["help", "output=", "count=", "verbose"])
    except getopt.GetoptError as err:
        return f"usage error: {err}"
    cfg = {"verbose": False, "output": None, "count": 1}
    for o, a in opts:
        if o in ("-v", "--verbose"):
            cfg["verbose"] = True
        elif o in ("-o", "--output"):
            cfg["output"] = a
        elif o in ("-n", "--count"):
            cfg["count"] = int(a)
        elif o in ("-h", "--help"):
            return "help"
    return cfg, args
for argv in (["-v", "-o", "out", "in1"], ["--count=3", "--verbose", "x", "-v"], ["-ofile", "-n5"], ["--outp=x"], ["--count"], ["-x"], ["--", "-v"]):
    print(argv, "->", main(argv))
