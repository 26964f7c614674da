class C:
    def go(self, xs):
        return xs.index(99)


def main():
    c = C()
    return c.go([1, 2])


main()
