class Counter:
    count = 0
    def increment(self):
        self.count += 1
        return self

    @classmethod
    def reset(cls):
        cls.count = 0
        return cls.count()

print(Counter().increment().increment().count)
Counter.reset()
