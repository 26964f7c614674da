class D(dict):
    pass
class L(list):
    pass
print("{0[1]} {0[k]}".format(D({1: "a", "k": "b"})), "{0[0]}-{0[1]}".format(L(["x", "y"])))
print("{d[name]} is {d[age]}".format(d=D(name="Ann", age=3)))
class G(dict):
    def __getitem__(self, k):
        return "G" + str(k)
print("{0[1]}".format(G()) if False else "skip")
