class Broken(Exception):
    def __str__(self):
        return self.missing

raise Broken("x")
