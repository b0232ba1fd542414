"""S3 objects: key layout, reads with a size cap, deletes, presigned uploads."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any
from uuid import UUID

from ragkit.errors import TooLarge, Unavailable
from ragkit.settings import Settings, get_settings

PREFIX = "projects/"
_UNSAFE = re.compile(r"[^\w.\- ()]+")


@dataclass(frozen=True, slots=True)
class ObjectKey:
    """`projects/{project_id}/{anything...}/{filename}`: API uploads put a document id in the
    middle; objects dropped straight into the bucket may use any sub-path."""

    project_id: UUID
    filename: str

    @staticmethod
    def parse(key: str) -> ObjectKey | None:
        prefix, _, rest = key.partition("/")
        project, _, path = rest.partition("/")
        if f"{prefix}/" != PREFIX or not path or path.endswith("/"):
            return None
        try:
            project_id = UUID(project)
        except ValueError:
            return None
        return ObjectKey(project_id=project_id, filename=path.rsplit("/", 1)[-1])


@dataclass(frozen=True, slots=True)
class StoredObject:
    key: str
    size: int
    last_modified: datetime


_DELETE_BATCH = 1000  # the most keys S3's DeleteObjects takes at once
URL_SUFFIX = ".url"  # an object holding a URL: `process` fetches the page it names


def document_key(project_id: UUID, document_id: UUID, filename: str) -> str:
    return f"{PREFIX}{project_id}/{document_id}/{safe_filename(filename)}"


def project_prefix(project_id: UUID) -> str:
    return f"{PREFIX}{project_id}/"


def safe_filename(filename: str) -> str:
    name = filename.replace("\\", "/").rsplit("/", 1)[-1]
    name = _UNSAFE.sub("_", name).strip(" .")
    return name[:200] or "document"


@lru_cache(maxsize=1)
def s3_client() -> Any:
    import boto3

    settings = get_settings()
    return boto3.client("s3", endpoint_url=settings.s3_endpoint_url)


class ObjectStore:
    def __init__(self, settings: Settings | None = None, client: Any | None = None) -> None:
        self.settings = settings or get_settings()
        self.bucket = self.settings.bucket_name
        self.client = client or s3_client()

    def read(self, key: str, max_bytes: int) -> bytes | None:
        """The object's bytes; None when it no longer exists. Refuses objects over `max_bytes`
        before downloading them."""
        from botocore.exceptions import BotoCoreError, ClientError

        try:
            response = self.client.get_object(Bucket=self.bucket, Key=key)
        except ClientError as exc:
            if exc.response.get("Error", {}).get("Code") in {"NoSuchKey", "404"}:
                return None
            raise Unavailable("object storage is unavailable") from exc
        except BotoCoreError as exc:
            raise Unavailable("object storage is unavailable") from exc
        size = int(response.get("ContentLength", 0))
        if size > max_bytes:
            response["Body"].close()
            raise TooLarge(
                f"the file is {size / (1024 * 1024):.1f} MB; the limit is "
                f"{max_bytes // (1024 * 1024)} MB"
            )
        return bytes(response["Body"].read())

    def put(self, key: str, data: bytes, content_type: str) -> None:
        self.client.put_object(Bucket=self.bucket, Key=key, Body=data, ContentType=content_type)

    def touch(self, key: str) -> None:
        """Copy the object onto itself: S3 emits ObjectCreated:Copy for it."""
        self.client.copy_object(
            Bucket=self.bucket,
            Key=key,
            CopySource={"Bucket": self.bucket, "Key": key},
            MetadataDirective="REPLACE",
            Metadata={"reprocess": str(time.time())},
        )

    def presigned_post(
        self, key: str, content_type: str, size_bytes: int, expires_s: int
    ) -> dict[str, Any]:
        """A browser-usable POST whose policy pins the key, the content type and the exact size
        the client declared (S3 refuses any other)."""
        post: dict[str, Any] = self.client.generate_presigned_post(
            Bucket=self.bucket,
            Key=key,
            Fields={"Content-Type": content_type},
            Conditions=[
                {"Content-Type": content_type},
                ["content-length-range", size_bytes, size_bytes],
            ],
            ExpiresIn=expires_s,
        )
        return post

    def exists(self, key: str) -> bool:
        from botocore.exceptions import ClientError

        try:
            self.client.head_object(Bucket=self.bucket, Key=key)
        except ClientError as exc:
            if exc.response.get("Error", {}).get("Code") in {"NoSuchKey", "404", "NotFound"}:
                return False
            raise
        return True

    def listing(self, prefix: str) -> list[StoredObject]:
        """Every object under `prefix`, with its size and last change."""
        found = []
        paginator = self.client.get_paginator("list_objects_v2")
        for page in paginator.paginate(Bucket=self.bucket, Prefix=prefix):
            found += [
                StoredObject(item["Key"], int(item["Size"]), item["LastModified"])
                for item in page.get("Contents", [])
            ]
        return found

    def delete(self, key: str) -> None:
        self.client.delete_object(Bucket=self.bucket, Key=key)

    def delete_prefix(self, prefix: str) -> int:
        keys = [{"Key": stored.key} for stored in self.listing(prefix)]
        for start in range(0, len(keys), _DELETE_BATCH):
            self.client.delete_objects(
                Bucket=self.bucket,
                Delete={"Objects": keys[start : start + _DELETE_BATCH], "Quiet": True},
            )
        return len(keys)
