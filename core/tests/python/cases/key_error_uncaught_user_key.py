class K:
    def __hash__(self):
        return 1

    def __eq__(self, other):
        return False

    def __repr__(self):
        return "<K key>"


{}[K()]
