"""The widgets' messages without a kernel: Python's side of the page's widget front end.

ipywidgets talks to its front end through comms (the ``comm`` package). In a notebook
the kernel carries them; in the learner's view there is no kernel, so :class:`Bridge`
makes the comms itself (it installs its own ``comm.create_comm``) and hands each message
to a function that sends it to the page as one JSON text. What the page sends back
(a click, a value typed) comes in through :meth:`Bridge.receive`.

A message to the page is ``{"msg_type": "comm_open" | "comm_msg" | "comm_close",
"comm_id": ..., "data": ..., "metadata": ..., "target_name": ..., "buffers": [...]}``,
and one from the page is ``{"comm_id": ..., "data": ..., "buffers": [...]}``; binary
buffers travel as base64 text.

>>> sent = []
>>> bridge = Bridge(sent.append)
>>> channel = bridge.create_comm(target_name="jupyter.widget", data={"state": {}}, comm_id="a1")
>>> json.loads(sent[0])["msg_type"], json.loads(sent[0])["comm_id"]
('comm_open', 'a1')
>>> heard = []
>>> channel.on_msg(lambda message: heard.append(message["content"]["data"]))
>>> bridge.receive('{"comm_id": "a1", "data": {"method": "custom", "content": {"event": "click"}}}')
>>> heard
[{'method': 'custom', 'content': {'event': 'click'}}]
"""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from typing import Any

import comm
from comm.base_comm import BaseComm, BuffersType, MaybeDict

from draughts.widgets.schedule import driven_by_a_page

__all__ = ["Bridge", "BridgeComm", "UnknownComm"]

Send = Callable[[str], object]
"""Sends one message, as JSON text, to the page."""


class UnknownComm(KeyError):
    """The page wrote to a comm that is not open (closed, or never made)."""


class BridgeComm(BaseComm):
    """A comm whose messages go to the page through its :class:`Bridge`."""

    def __init__(self, bridge: Bridge, **kwargs: Any) -> None:
        self.bridge = bridge
        super().__init__(**kwargs)

    def publish_msg(
        self,
        msg_type: str,
        data: MaybeDict = None,
        metadata: MaybeDict = None,
        buffers: BuffersType = None,
        **keys: Any,
    ) -> None:
        message = {
            "msg_type": msg_type,
            "comm_id": self.comm_id,
            "data": data or {},
            "metadata": metadata or {},
            "buffers": [base64.b64encode(bytes(buffer)).decode("ascii") for buffer in buffers or []],
        }
        if "target_name" in keys:
            message["target_name"] = keys["target_name"]
        if msg_type == "comm_close":
            self.bridge.comms.pop(self.comm_id, None)
        self.bridge.send(json.dumps(message))


class Bridge:
    """Makes the comms, sends their messages with *send*, and delivers the page's messages to them."""

    def __init__(self, send: Send) -> None:
        self.send = send
        self.comms: dict[str, BridgeComm] = {}

    def install(self) -> None:
        """Make every comm opened from now on (every widget) one of this bridge's, and let the
        page's clicks be answered through the event loop the page delivers them in."""
        comm.create_comm = self.create_comm
        driven_by_a_page()

    def create_comm(self, **kwargs: Any) -> BridgeComm:
        """A new comm, opened towards the page (``comm.create_comm``'s signature)."""
        channel = BridgeComm(self, **kwargs)
        self.comms[channel.comm_id] = channel
        return channel

    def receive(self, text: str) -> None:
        """Deliver a message from the page (JSON text) to its comm."""
        message = json.loads(text)
        comm_id = message.get("comm_id")
        channel = self.comms.get(comm_id)
        if channel is None:
            raise UnknownComm(f"no open comm {comm_id!r}: the page wrote to a widget that is gone")
        buffers = [memoryview(base64.b64decode(buffer)) for buffer in message.get("buffers", [])]
        channel.handle_msg({"content": {"comm_id": comm_id, "data": message.get("data", {})}, "buffers": buffers})

    async def deliver(self, text: str) -> None:
        """:meth:`receive`, as a coroutine: the page awaits it, so the handler runs inside the
        browser's event loop and whatever it schedules there runs after the page has drawn."""
        self.receive(text)
