class Tank:
    def __init__(self):
        self._level = 0
    @property
    def level(self):
        return self._level
    @level.setter
    def level(self, value):
        if value > 100:
            raise ValueError(f"overflow: {value}")
        self._level = value

t = Tank()
t.level += 60
print(t.level)
t.level = t.level + 60
